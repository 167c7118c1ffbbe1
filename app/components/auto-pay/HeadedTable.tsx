import { useId, type ReactNode } from "react";

export interface Column<Row> {
  label: string;
  cell: (row: Row) => ReactNode;
}

/** A section with its heading and a table of rows, one column each, or the words for none. */
export function HeadedTable<Row>({ heading, empty, columns, rows, rowKey }: { heading: string; empty: string; columns: Column<Row>[]; rows: Row[]; rowKey: (row: Row) => string | number }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{heading}</h3>
      {rows.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <div className="auto-pay-table-wrap">
          <table className="auto-pay-table">
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.label} scope="col">
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <td key={column.label}>{column.cell(row)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
