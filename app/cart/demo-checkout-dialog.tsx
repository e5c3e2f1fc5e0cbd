import { useState, type ReactElement } from "react";
import { cloneElement } from "react";
import { Link } from "react-router";
import { Button, buttonVariants } from "~/components/ui/button";
import { Modal } from "~/components/ui/modal";

/** What Checkout does in demo mode: explain that checkout opens once a Shopify store is configured. */
export function DemoCheckoutDialog({
  trigger,
}: {
  trigger: ReactElement<{ onClick?: () => void }>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {cloneElement(trigger, { onClick: () => setOpen(true) })}
      <Modal
        kind="dialog"
        open={open}
        onOpenChange={setOpen}
        title="Checkout isn't open yet"
        closeLabel="Close"
        className="pb-6"
      >
        <p className="px-5 text-ink-soft">
          This store is running in demo mode. Checkout opens once a Shopify store is configured;
          until then your cart is kept in this browser so you can try everything else.
        </p>
        <div className="mt-6 flex flex-wrap justify-end gap-3 px-5">
          <Link
            to="/contact"
            onClick={() => setOpen(false)}
            className={buttonVariants({ variant: "outline" })}
          >
            Contact us
          </Link>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </div>
      </Modal>
    </>
  );
}
