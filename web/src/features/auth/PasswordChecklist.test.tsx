import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { PasswordChecklist } from './PasswordChecklist';

afterEach(cleanup);

describe('PasswordChecklist', () => {
  it('marks met and unmet requirements', () => {
    render(
      <PasswordChecklist
        items={[
          { label: 'At least 8 characters', met: true },
          { label: 'A number', met: false },
        ]}
      />,
    );
    const [length, number] = screen.getAllByRole('listitem');
    expect(length).toHaveTextContent('At least 8 characters (met)');
    expect(length).toHaveAttribute('data-met', 'true');
    expect(number).toHaveTextContent('A number (not met yet)');
    expect(number).toHaveAttribute('data-met', 'false');
  });

  it('renders nothing when the policy has no requirements', () => {
    const { container } = render(<PasswordChecklist items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
