import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing';
import { ListEditor } from '../forms/list-editor';
import { ConfirmDialog } from '../confirm-dialog';
import { DataTable } from './data-table';
import { ChoiceGroup, FilterSheet } from './filter-sheet';
import { Pager } from './pager';
import { SearchForm } from './search-form';

describe('Pager', () => {
  it('says where the list is and disables what goes nowhere', async () => {
    const onPage = vi.fn();
    await renderScreen(<Pager page={1} totalPages={3} onPage={onPage} />);
    expect(screen.getByTestId('pager-status')).toHaveTextContent('Page 1 of 3');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('is not shown for a single page', async () => {
    await renderScreen(<Pager page={1} totalPages={1} onPage={() => {}} />);
    expect(screen.queryByTestId('pager')).toBeNull();
  });
});

describe('SearchForm', () => {
  it('submits the trimmed term on Enter, not on every key', async () => {
    const onSearch = vi.fn();
    await renderScreen(<SearchForm value="" onSearch={onSearch} label="Search vouchers" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search vouchers' }), '  latte {Enter}');
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('latte');
  });

  it('shows a short placeholder and submits with its magnifier button, named for screen readers', async () => {
    const onSearch = vi.fn();
    await renderScreen(
      <SearchForm value="" onSearch={onSearch} label="Search by name or phone" placeholder="Name or phone" />,
    );
    const box = screen.getByRole('searchbox', { name: 'Search by name or phone' });
    expect(box).toHaveAttribute('placeholder', 'Name or phone');
    await userEvent.type(box, 'kalle');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch).toHaveBeenCalledWith('kalle');
  });
});

describe('FilterSheet', () => {
  function Harness({ onApply }: { onApply: (v: { status: string }) => void }) {
    const [value, setValue] = useState({ status: 'draft' });
    return (
      <FilterSheet
        value={value}
        empty={{ status: '' }}
        activeCount={value.status ? 1 : 0}
        onApply={(v) => {
          setValue(v);
          onApply(v);
        }}
      >
        {(draft, set) => (
          <ChoiceGroup
            legend="Status"
            name="status"
            value={draft.status}
            onChange={(status) => set({ status })}
            choices={[
              { value: '', label: 'All' },
              { value: 'draft', label: 'Draft' },
              { value: 'published', label: 'Published' },
            ]}
          />
        )}
      </FilterSheet>
    );
  }

  it('edits a draft that only Apply hands over; Reset clears the draft', async () => {
    const onApply = vi.fn();
    await renderScreen(<Harness onApply={onApply} />);
    await userEvent.click(screen.getByTestId('filter-open'));
    const sheet = await screen.findByRole('dialog', { name: 'Filter' });
    expect(within(sheet).getByRole('radio', { name: 'Draft' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Published' }));
    expect(onApply).not.toHaveBeenCalled();
    await userEvent.click(within(sheet).getByRole('button', { name: 'Reset' }));
    expect(within(sheet).getByRole('radio', { name: 'All' })).toBeChecked();
    await userEvent.click(within(sheet).getByRole('radio', { name: 'Published' }));
    await userEvent.click(within(sheet).getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledWith({ status: 'published' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('DataTable', () => {
  it('makes each row one link named by its first column, and shows skeleton rows while loading', async () => {
    const columns = [
      { key: 'name', header: 'Name', cell: (r: { id: number; name: string }) => r.name },
      { key: 'id', header: 'Id', cell: (r: { id: number; name: string }) => r.id },
    ];
    const { router } = await renderScreen(
      <>
        <DataTable
          caption="Loading"
          columns={columns}
          rows={undefined}
          loading
          rowKey={(r) => r.id}
          rowHref={() => '/'}
        />
        <DataTable
          caption="Vouchers"
          columns={columns}
          rows={[{ id: 7, name: 'Free coffee' }]}
          rowKey={(r) => r.id}
          rowHref={(r) => `/vouchers/${r.id}`}
        />
      </>,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(6);
    await userEvent.click(screen.getByRole('link', { name: 'Free coffee' }));
    expect(router.state.location.pathname).toBe('/vouchers/7');
  });
});

describe('ListEditor', () => {
  function Harness({ initial }: { initial: string[] }) {
    const [value, setValue] = useState(initial);
    return (
      <>
        <ListEditor
          label="How to use"
          value={value}
          onChange={setValue}
          itemLabel={(n) => `Point ${n}`}
          addLabel="Add point"
        />
        <output data-testid="value">{JSON.stringify(value)}</output>
      </>
    );
  }

  it('adds, edits, reorders and removes points', async () => {
    await renderScreen(<Harness initial={['Show the QR code', 'Enjoy']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add point' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Point 3' }), 'Come back');
    await userEvent.click(screen.getByRole('button', { name: 'Move Point 3 up' }));
    expect(screen.getByTestId('value')).toHaveTextContent('["Show the QR code","Come back","Enjoy"]');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Point 1' }));
    expect(screen.getByTestId('value')).toHaveTextContent('["Come back","Enjoy"]');
  });
});

describe('ConfirmDialog', () => {
  it('confirms once and cannot be dismissed while busy', async () => {
    const onConfirm = vi.fn();
    await renderScreen(
      <ConfirmDialog
        open
        onOpenChange={() => {}}
        title="Delete voucher?"
        tone="danger"
        confirmLabel="Delete"
        onConfirm={onConfirm}
        busy
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete voucher?' });
    expect(within(dialog).getByRole('button', { name: /Delete/ })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('DataTable on a phone', () => {
  type Row = { id: number; name: string; phone: string; status: string; paid: string };
  const columns = [
    { key: 'name', header: 'Username', cell: (r: Row) => r.name },
    { key: 'phone', header: 'Phone number', cell: (r: Row) => r.phone },
    { key: 'status', header: 'Status', place: 'aside' as const, cell: (r: Row) => r.status },
    { key: 'paid', header: 'Paid at', labelled: true, cell: (r: Row) => r.paid },
  ];
  const row: Row = { id: 7, name: 'Kalle H.', phone: '+49 170 1234', status: 'Active', paid: '28 Nov, 2026' };

  /** A screen `width` px wide, as `matchMedia` answers min-width queries (jsdom has none). */
  afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));
  const screenWidth = (width: number) =>
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: width >= Number(/min-width: (\d+)px/.exec(query)?.[1] ?? 0),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });

  it('below 400 px stacks each row: a list named like the table, every value named by its column', async () => {
    screenWidth(320);
    const { router } = await renderScreen(
      <DataTable
        caption="Subscribers"
        columns={columns}
        rows={[row]}
        rowKey={(r) => r.id}
        rowHref={(r) => `/subscribers/${r.id}`}
        testId="subscriber-table"
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Subscribers' });
    expect(list).toHaveAttribute('data-testid', 'subscriber-table');
    const item = within(list).getByTestId('table-row');
    // The names of the values: for screen readers only, or on screen too when the column is labelled.
    expect(
      within(item)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Phone number', 'Paid at']);
    expect(within(item).getByText('Phone number')).toHaveClass('sr-only');
    expect(within(item).getByText('Paid at')).not.toHaveClass('sr-only');
    expect(within(item).getByText('Status:')).toHaveClass('sr-only');
    expect(item).toHaveTextContent('Kalle H.Status: Active');
    await userEvent.click(within(item).getByRole('link', { name: 'Kalle H.' }));
    expect(router.state.location.pathname).toBe('/subscribers/7');
  });

  it('from 400 px is a table with its column headers', async () => {
    screenWidth(400);
    await renderScreen(<DataTable caption="Subscribers" columns={columns} rows={[row]} rowKey={(r) => r.id} />);
    const table = screen.getByRole('table', { name: 'Subscribers' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Username', 'Phone number', 'Status', 'Paid at']);
  });
});

describe('DataTable without row links', () => {
  it('renders plain rows when the list has no detail page', async () => {
    await renderScreen(
      <DataTable
        caption="Broadcasts"
        columns={[{ key: 'name', header: 'Plan', cell: (r: { id: number; name: string }) => r.name }]}
        rows={[{ id: 1, name: 'Coffee Lover' }]}
        rowKey={(r) => r.id}
      />,
    );
    expect(screen.getByRole('cell', { name: 'Coffee Lover' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
