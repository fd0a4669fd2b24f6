// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../../../src/renderer/src/components/text-field';

afterEach(cleanup);

describe('a labelled text field', () => {
  it('is named by its label, passes its attributes to the input and hands back what is typed', () => {
    const typed: string[] = [];
    render(
      <TextField
        label="Address"
        fieldClass="fd-field--address"
        className="fd-address-input"
        value=""
        onValue={(v) => typed.push(v)}
        required
        spellCheck={false}
      />,
    );
    const input = screen.getByLabelText('Address');
    expect(input.className).toBe('fd-address-input');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.closest('label')?.className).toBe('fd-field fd-field--address');
    fireEvent.change(input, { target: { value: '0xabc' } });
    expect(typed).toEqual(['0xabc']);
  });

  it('wears the plain field look without a class of its own', () => {
    render(<TextField label="Name" value="Main" onValue={() => undefined} />);
    expect(screen.getByLabelText('Name').closest('label')?.className).toBe('fd-field');
  });
});
