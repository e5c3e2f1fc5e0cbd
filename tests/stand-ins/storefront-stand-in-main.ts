import { startStorefrontStandIn } from "./storefront-stand-in";

// The Storefront API stand-in as a process of its own, for the integration store of the e2e run
// (started by playwright.config.ts on STAND_IN_PORT).
const standIn = await startStorefrontStandIn(Number(process.env.STAND_IN_PORT ?? 0));
console.log(`Storefront API stand-in on ${standIn.url}`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
