/**
 * For a route's clientAction: runs the server action, and turns a request that never got the
 * action's answer (offline, a proxy's error page) into the form's "failed" outcome, so the form
 * shows its usual message and keeps what was typed instead of the page's error screen.
 */
export async function orFailed<Outcome>(
  serverAction: () => Promise<Outcome>,
): Promise<Outcome | { status: "failed" }> {
  try {
    return await serverAction();
  } catch (error) {
    console.error("The form could not reach the store:", error);
    return { status: "failed" };
  }
}
