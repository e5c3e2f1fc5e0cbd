import { expect, type Page } from "@playwright/test";
import { ownerCommand, type OwnerCommandResult } from "../../harness/owner-cli";
import { freePort, freshDataDir, startStore, type StoreProcess } from "../../harness/store-process";
import { test } from "../test";

/**
 * Helpers for owner console tests. Browsers refuse IP addresses as WebAuthn relying party ids, and
 * the store takes its relying party from SITE_URL: a console test starts a store whose SITE_URL is
 * `http://localhost:PORT` and browses that address.
 */

/**
 * A console store of its own at `http://localhost:PORT`, its SITE_URL, with its own data and any
 * other settings in `env`.
 */
export async function startConsoleStore(env: Record<string, string> = {}): Promise<{
  store: StoreProcess;
  baseURL: string;
  dataDir: string;
}> {
  const port = await freePort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = freshDataDir();
  const store = await startStore(port, {
    SITE_URL: baseURL,
    DATA_DIR: dataDir,
    OWNER_SIGN_IN_ATTEMPTS: "1000",
    ...env,
  });
  return { store, baseURL, dataDir };
}

/** The console store of a spec file's tests: where it is, and how a test signs in to it. */
interface FileConsoleStore {
  readonly baseURL: string;
  readonly dataDir: string;
  /** Invites `name` from the command line and signs this page in with a new passkey. */
  signIn(page: Page, name: string): Promise<void>;
}

/**
 * A console store (`startConsoleStore`) for the tests of this spec file: started before them, with
 * the settings `env` answers (it may start stand-ins first), and stopped after them. Read where it
 * is in tests and hooks, where it runs.
 */
export function consoleStoreForFile(
  env: () => Record<string, string> | Promise<Record<string, string>> = () => ({}),
): FileConsoleStore {
  let started: Awaited<ReturnType<typeof startConsoleStore>> | undefined;
  const running = () => {
    if (!started) throw new Error("The console store starts before the tests: use it in a test");
    return started;
  };
  test.beforeAll(async () => {
    test.setTimeout(120_000); // a store of its own starts (slowly on a busy machine)
    started = await startConsoleStore(await env());
  });
  test.afterAll(async () => {
    started?.store.child.kill("SIGTERM");
    await started?.store.exited;
  });
  return {
    get baseURL() {
      return running().baseURL;
    },
    get dataDir() {
      return running().dataDir;
    },
    signIn: async (page, name) => {
      const url = await inviteOwner({ dataDir: running().dataDir }, name);
      await addVirtualAuthenticator(page);
      await signInWithPasskey(page, url);
    },
  };
}

/** Runs `npm run -s owner -- …args` against a store's data (its DATA_DIR, or env such as DATABASE_URL). */
export function runOwner(
  store: { dataDir?: string; env?: Record<string, string> },
  ...args: string[]
): Promise<OwnerCommandResult> {
  return ownerCommand(args, {
    ...(store.dataDir ? { DATA_DIR: store.dataDir } : {}),
    ...store.env,
  });
}

/**
 * `npm run -s owner -- restore FILE` into a new data directory (added to `directories`, for the test
 * to remove), which must succeed and say nothing on stderr; answers the directory.
 */
export async function restoreIntoNewDataDir(
  file: string,
  backupDir: string,
  directories: string[],
): Promise<string> {
  const restoredDir = freshDataDir();
  directories.push(restoredDir);
  const restored = await runOwner(
    { dataDir: restoredDir, env: { BACKUP_DIR: backupDir } },
    "restore",
    file,
  );
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  return restoredDir;
}

/** `npm run -s owner -- invite --name NAME`: answers the one-time URL (the output's last line). */
export async function inviteOwner(
  store: { dataDir?: string; env?: Record<string, string> },
  name = "Test Owner",
): Promise<string> {
  const result = await runOwner(store, "invite", "--name", name);
  if (result.code !== 0) throw new Error(`owner invite failed: ${result.stderr}`);
  const lines = result.stdout.trim().split("\n");
  return lines[lines.length - 1]!.trim();
}

/** A platform authenticator with user verification, as a phone or laptop has, for this page. */
export async function addVirtualAuthenticator(page: Page): Promise<string> {
  const session = await page.context().newCDPSession(page);
  await session.send("WebAuthn.enable");
  const { authenticatorId } = await session.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return authenticatorId;
}

/** Waits until React has hydrated the page (its console controls work). */
export async function hydrated(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * How long a passkey ceremony may take to land in the console: the authenticator's signature, the
 * server's verification, the session's write and the console's first load. Under a second on a quiet
 * machine; a few seconds on a slow, busy two-core one, past Playwright's default of 5 s.
 */
const signInTimeout = 20_000;

/** Opens an invite, creates a passkey with the virtual authenticator, and lands in the console. */
export async function signInWithPasskey(page: Page, inviteUrl: string): Promise<void> {
  await page.goto(inviteUrl);
  await hydrated(page);
  await page.getByRole("button", { name: "Create a passkey and sign in" }).click();
  await expect(page).toHaveURL(/\/owner$/, { timeout: signInTimeout });
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
}

/** Signs in on the sign-in page with a passkey the virtual authenticator already holds. */
export async function signInAgain(page: Page, baseURL: string): Promise<void> {
  await page.goto(`${baseURL}/owner/sign-in`);
  await hydrated(page);
  await page.getByRole("button", { name: "Sign in with a passkey" }).click();
  await expect(page).toHaveURL(/\/owner$/, { timeout: signInTimeout });
}
