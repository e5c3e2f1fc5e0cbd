// End-to-end tests use Debian's Chromium, never a browser downloaded by a test tool.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = "/usr/bin/chromium";
if (!existsSync(chromium)) {
  console.log("Chromium is missing: installing Debian's chromium package with apt-get…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -q && ${sudo}apt-get install -y -q chromium`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
if (!existsSync(chromium)) {
  console.error(`Chromium is still missing at ${chromium}; install Debian's chromium package.`);
  process.exit(1);
}
