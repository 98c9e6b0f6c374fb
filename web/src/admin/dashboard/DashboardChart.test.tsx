import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import DashboardChart from './DashboardChart';

afterEach(cleanup);

describe('DashboardChart', () => {
  it('draws a line chart as an SVG figure named by its title', () => {
    render(<DashboardChart kind="line" title="Active members" label="Active" data={{ labels: ['Nov 1', 'Nov 2'], values: [1, 3], total: 4 }} />);
    const figure = screen.getByRole('figure', { name: 'Active members' });
    expect(figure.querySelector('svg')).not.toBeNull();
  });

  it('draws the stacked conversions bars with a legend', () => {
    render(
      <DashboardChart
        kind="conversions"
        title="Conversions by status"
        data={{ kinds: ['Offers'], series: [{ status: 'pending', label: 'Pending', values: [2] }], total: 2 }}
      />,
    );
    expect(screen.getByRole('figure', { name: 'Conversions by status' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByText('Pending')).toBeInTheDocument();
  });
});
