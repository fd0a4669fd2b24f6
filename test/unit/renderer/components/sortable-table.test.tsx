// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SortableTable, type Column } from '../../../../src/renderer/src/components/sortable-table';
import { fakeApi } from '../helpers/fake-api';
import { renderIn } from '../helpers/language';

afterEach(cleanup);

// The table as a user sorts it (on TanStack Table): a number column sorts largest first, a second press turns
// it, blanks stay last both ways, and a page shows the first rows of the whole sorted list.

interface Row {
  id: string;
  name: string;
  value: number | null;
}

const rows: Row[] = [
  { id: 'a', name: 'ether', value: 2 },
  { id: 'b', name: 'Bitcoin', value: null },
  { id: 'c', name: 'ada', value: 10 },
  { id: 'd', name: 'doge', value: -1 },
];
const columns: Column<Row>[] = [
  { id: 'name', label: 'Name', sortValue: (r) => r.name, render: (r) => r.name },
  { id: 'value', label: 'Value', numeric: true, sortValue: (r) => r.value, render: (r) => String(r.value) },
];
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((tr) => tr.firstChild?.textContent);

describe('SortableTable', () => {
  it('sorts a number column largest first, then turns it, keeping blanks last', () => {
    render(<SortableTable caption="T" rows={rows} columns={columns} rowKey={(r) => r.id} />);
    expect(names()).toEqual(['ether', 'Bitcoin', 'ada', 'doge']);
    fireEvent.click(screen.getByRole('button', { name: 'Value' }));
    expect(names()).toEqual(['ada', 'ether', 'doge', 'Bitcoin']);
    expect(screen.getByRole('columnheader', { name: /Value/ }).getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(screen.getByRole('button', { name: /Value/ }));
    expect(names()).toEqual(['doge', 'ether', 'ada', 'Bitcoin']);
    fireEvent.click(screen.getByRole('button', { name: /Value/ }));
    expect(names()).toEqual(['ada', 'ether', 'doge', 'Bitcoin']);
  });

  it('sorts text in the locale order from A, and pages after sorting', () => {
    render(
      <SortableTable
        caption="T"
        rows={rows}
        columns={columns}
        rowKey={(r) => r.id}
        initialSort={{ id: 'name', direction: 'asc' }}
        slice={{ from: 0, to: 2 }}
      />,
    );
    expect(names()).toEqual(['ada', 'Bitcoin']);
    expect(screen.getByRole('columnheader', { name: /Name/ }).getAttribute('aria-sort')).toBe('ascending');
  });
});

describe('SortableTable in German', () => {
  it('says there is nothing to show in German when no row is left', async () => {
    renderIn(
      'de',
      <SortableTable caption="T" rows={[]} columns={columns} rowKey={(r) => r.id} />,
      fakeApi({}),
    );
    expect(await screen.findByText('Nichts anzuzeigen.')).toBeTruthy();
  });
});
