/**
 * The question form's field limits, apart from its schema: the form's inputs use them on every
 * product page, while the schema (and zod with it) loads only once a shopper asks.
 */
export const questionLimits = { name: 80, questionText: 1000, email: 254 } as const;
