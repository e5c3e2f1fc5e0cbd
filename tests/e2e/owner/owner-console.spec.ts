import { expect, test } from "../test";
import { expectNoAxeViolations } from "../axe";
import {
  addVirtualAuthenticator,
  consoleStoreForFile,
  inviteOwner,
  runOwner,
  signInAgain,
  signInWithPasskey,
} from "../support/owner-console";

// A store of its own at http://localhost:PORT, its SITE_URL: passkeys need a host name.
test.describe.configure({ mode: "serial", timeout: 180_000 });
const store = consoleStoreForFile();

test("invite from the command line, register a passkey, sign out, sign in again", async ({
  page,
}) => {
  const url = await inviteOwner(store, "Ada Owner");
  expect(url).toMatch(new RegExp(`^${store.baseURL}/owner/invite/[A-Za-z0-9_-]{43}$`));
  await addVirtualAuthenticator(page);

  await signInWithPasskey(page, url);
  await expect(page.getByText("Signed in as Ada Owner").filter({ visible: true })).toBeVisible();

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${store.baseURL}/owner/sign-in`);
  await page.goto(`${store.baseURL}/owner`);
  await expect(page).toHaveURL(`${store.baseURL}/owner/sign-in`);

  // The invite was used up: opening it again shows no way in.
  const reused = await page.goto(url);
  expect(reused?.status()).toBe(410);
  await expect(page.getByRole("heading", { name: "This invite cannot be used" })).toBeVisible();

  await signInAgain(page, store.baseURL);
  await expect(page.getByRole("heading", { name: "Overview", level: 1 })).toBeVisible();
  await expect(page.getByText("Signed in as Ada Owner").filter({ visible: true })).toBeVisible();
});

test("the people page lists passkeys and sessions and ends another browser's session", async ({
  browser,
}) => {
  const url = await inviteOwner(store, "Grace Helper");
  // Grace signs in in one browser…
  const graceContext = await browser.newContext();
  const grace = await graceContext.newPage();
  await addVirtualAuthenticator(grace);
  await signInWithPasskey(grace, url);

  // …and Ada's browser (a second invite, another person) ends Grace's session.
  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await store.signIn(ada, "Ada Second");
  await ada.goto(`${store.baseURL}/owner/people`);
  await expect(ada.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
  const graceCard = ada.getByRole("listitem").filter({ hasText: "Grace Helper" }).first();
  await expect(graceCard.getByText(/^Chrome on /).first()).toBeVisible();
  await graceCard.getByText("End session", { exact: true }).click();
  await graceCard.getByRole("button", { name: "Yes, end session" }).click();
  await expect(ada.getByRole("status")).toHaveText("The session was ended.");

  // Grace's browser is signed out at once.
  await grace.goto(`${store.baseURL}/owner`);
  await expect(grace).toHaveURL(`${store.baseURL}/owner/sign-in`);

  // The command line sees the same people.
  const listed = await runOwner(store, "people", "--json");
  expect(listed.code).toBe(0);
  const people = JSON.parse(listed.stdout) as { name: string; sessions: unknown[] }[];
  expect(people.find((person) => person.name === "Grace Helper")?.sessions).toEqual([]);

  // An invite made on the page works like the command line's.
  await ada.getByLabel("Their name").fill("Linus Later");
  await ada.getByRole("button", { name: "Create invite link" }).click();
  await expect(ada.getByTestId("invite-url")).toHaveText(
    new RegExp(`^${store.baseURL}/owner/invite/[A-Za-z0-9_-]{43}$`),
  );
  await expectNoAxeViolations(ada);
  await graceContext.close();
  await adaContext.close();
});

test("sign-in and invite pages are accessible", async ({ page }) => {
  await page.goto(`${store.baseURL}/owner/sign-in`);
  await expectNoAxeViolations(page);
  await page.goto(await inviteOwner(store, "Axe Check"));
  await expectNoAxeViolations(page);
});
