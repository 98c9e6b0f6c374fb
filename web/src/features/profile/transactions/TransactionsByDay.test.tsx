import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { TransactionsByDay } from './TransactionsByDay';
import { makeTransaction } from '../../../testing/builders';

afterEach(cleanup);

describe('TransactionsByDay', () => {
  it("puts each entry under its member's day, with the day's net total", () => {
    render(
      <TransactionsByDay
        today="2026-11-21"
        items={[
          makeTransaction({ description: 'Survey', amount: 80, day_key: '2026-11-21' }),
          // Late in the member's evening of the 20th, already the 21st in UTC.
          makeTransaction({ description: 'Late article', amount: 5, day_key: '2026-11-20', created_at: '2026-11-21T03:00:00Z' }),
          makeTransaction({ description: 'Gift card', amount: -1000, day_key: '2026-11-20' }),
        ]}
      />,
    );
    const today = screen.getByRole('region', { name: 'Today' });
    expect(within(today).getByText('Survey')).toBeInTheDocument();
    expect(today).toHaveTextContent('Day total +80 PM');
    const yesterday = screen.getByRole('region', { name: 'Yesterday' });
    expect(within(yesterday).getByText('Late article')).toBeInTheDocument();
    expect(yesterday).toHaveTextContent('Day total −995 PM');
  });
});
