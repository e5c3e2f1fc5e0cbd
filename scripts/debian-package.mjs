// Installs a Debian package with apt-get when the file it provides is missing (the test tools
// Chromium and HAProxy), and exits with an error when it is still missing after.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

/** @param {{ label: string, name: string, path: string }} wanted */
export function ensureDebianPackage({ label, name, path }) {
  if (!existsSync(path)) {
    console.log(`${label} is missing: installing Debian's ${name} package with apt-get…`);
    const sudo = process.getuid?.() === 0 ? "" : "sudo ";
    execSync(`${sudo}apt-get update -q && ${sudo}apt-get install -y -q ${name}`, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!existsSync(path)) {
    console.error(`${label} is still missing at ${path}; install Debian's ${name} package.`);
    process.exit(1);
  }
}
