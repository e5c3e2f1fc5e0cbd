import { Form, type FormProps } from "react-router";

/**
 * A GET form whose fields already update the page (and its URL) as they change: with JavaScript
 * it never submits; without it, Enter or its button loads the page with the fields in the URL.
 */
export function ParameterForm(props: Omit<FormProps, "method" | "onSubmit">) {
  return <Form method="get" onSubmit={(event) => event.preventDefault()} {...props} />;
}
