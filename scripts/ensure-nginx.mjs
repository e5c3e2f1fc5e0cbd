// The static-limit benchmark serves the store's cached pages from Debian's nginx (one worker,
// `brotli_static`), installed with apt-get when missing, as HAProxy is for the scale-out tests.
import { ensureDebianPackage } from "./debian-package.mjs";

ensureDebianPackage({ label: "nginx", name: "nginx", path: "/usr/sbin/nginx" });
ensureDebianPackage({
  label: "nginx's brotli_static module",
  name: "libnginx-mod-http-brotli-static",
  path: "/usr/share/nginx/modules-available/mod-http-brotli-static.conf",
});
