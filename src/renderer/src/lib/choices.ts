// A picker's choices as the choice-cost hooks take them: values only. Each view words them in the user's
// language, so no list carries English labels of its own.

export const choicesOf = <V extends string>(values: readonly V[]): readonly { value: V }[] =>
  values.map((value) => ({ value }));
