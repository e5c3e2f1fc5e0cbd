import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";

/** What Checkout does in demo mode: explain that checkout opens once a Shopify store is configured. */
export function DemoCheckoutDialog({ trigger }: { trigger: ReactNode }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(28rem,92vw)] -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-surface p-6 shadow-xl">
          <Dialog.Title className="font-display text-2xl font-semibold">
            Checkout isn't open yet
          </Dialog.Title>
          <Dialog.Description className="mt-3 text-ink-soft">
            This store is running in demo mode. Checkout opens once a Shopify store is configured;
            until then your cart is kept in this browser so you can try everything else.
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Link to="/contact" className={buttonVariants({ variant: "outline" })}>
              Contact us
            </Link>
            <Dialog.Close asChild>
              <Button>Got it</Button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
