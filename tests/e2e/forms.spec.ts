import { expect, test } from "./test";

test("the contact form saves the message, confirms and clears every field", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("textbox", { name: "Name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Phone" }).fill("313 555 0100");
  await page.getByRole("textbox", { name: "Message" }).fill("Do you ship to Alaska?");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Thanks! Your message has been sent.")).toBeVisible();
  for (const name of ["Name", "Email", "Phone", "Message"]) {
    await expect(page.getByRole("textbox", { name })).toHaveValue("");
  }
});

test("a failed contact message shows the error and keeps what was typed", async ({ page }) => {
  const errors: string[] = [];
  page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
  await page.goto("/contact");
  // The store cannot be reached: a proxy answers the form's post with its own error page.
  await page.route("**/contact.data", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
      : route.fallback(),
  );
  await page.getByRole("textbox", { name: "Name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Email" }).fill("ada@example.com");
  await page.getByRole("textbox", { name: "Message" }).fill("Keep me");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(
    page.getByText("Sorry, there was an error sending your message. Please try again."),
  ).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Keep me");
  expect(errors.some((line) => line.includes("could not reach the store"))).toBe(true);
});

test("subscribing on Home saves the email and confirms; twice is fine", async ({ page }) => {
  await page.goto("/");
  for (let i = 0; i < 2; i++) {
    await page.getByRole("textbox", { name: "Email address" }).fill("Twice@Example.com");
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText("Thanks for subscribing!")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue("");
  }
});
