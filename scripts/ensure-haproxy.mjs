// The scale-out tests run the store behind Debian's HAProxy (deploy/haproxy.cfg), installed with
// apt-get when missing, as scripts/ensure-chromium.mjs does for the browser.
import { execSync } from "node:child_process";
import { existsSync } from "node:fs";

const haproxy = "/usr/sbin/haproxy";
if (!existsSync(haproxy)) {
  console.log("HAProxy is missing: installing Debian's haproxy package with apt-get…");
  const sudo = process.getuid?.() === 0 ? "" : "sudo ";
  execSync(`${sudo}apt-get update -q && ${sudo}apt-get install -y -q haproxy`, {
    stdio: "inherit",
    env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
  });
}
if (!existsSync(haproxy)) {
  console.error(`HAProxy is still missing at ${haproxy}; install Debian's haproxy package.`);
  process.exit(1);
}
