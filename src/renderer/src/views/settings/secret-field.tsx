import { useRef, useState } from 'react';

// A key typed or pasted once. The field is uncontrolled on purpose: the key is never held in React state, and the
// field is emptied the moment the key is taken to be sent.

export function useSecretField() {
  const ref = useRef<HTMLInputElement>(null);
  const [hasText, setHasText] = useState(false);
  /** The key as typed, the field emptied; null while it holds nothing but blanks. */
  const take = (): string | null => {
    const input = ref.current;
    if (!input || input.value.trim() === '') return null;
    const value = input.value;
    input.value = '';
    setHasText(false);
    return value;
  };
  return { ref, hasText, setHasText, take };
}

export function SecretInput(props: {
  field: ReturnType<typeof useSecretField>;
  id: string;
  name: string;
  describedBy?: string;
}) {
  const { ref, setHasText } = props.field;
  return (
    <input
      ref={ref}
      id={props.id}
      name={props.name}
      type="password"
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      aria-describedby={props.describedBy}
      onInput={(event) => setHasText(event.currentTarget.value.trim() !== '')}
    />
  );
}
