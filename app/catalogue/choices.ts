/**
 * One of a fixed list a page's URL parameter picks from (a sort order, a catalogue tab): the value
 * the parameter carries and the label shoppers see.
 */
export interface Choice {
  value: string;
  label: string;
}

/** The values a list of choices allows, as a type. */
export type ChoiceValue<Choices extends readonly Choice[]> = Choices[number]["value"];

/** Whether a URL parameter names one of the choices (a missing one names none). */
export function choiceGuard<const Choices extends readonly Choice[]>(choices: Choices) {
  return (value: string | null | undefined): value is ChoiceValue<Choices> =>
    choices.some((choice) => choice.value === value);
}
