// End-to-end tests use Debian's Chromium, never a browser downloaded by a test tool.
import { ensureDebianPackage } from "./debian-package.mjs";

ensureDebianPackage({ label: "Chromium", name: "chromium", path: "/usr/bin/chromium" });
