// The scale-out tests run the store behind Debian's HAProxy (deploy/haproxy.cfg), installed with
// apt-get when missing, as for the browser.
import { ensureDebianPackage } from "./debian-package.mjs";

ensureDebianPackage({ label: "HAProxy", name: "haproxy", path: "/usr/sbin/haproxy" });
