// The printed roster's lines for the students booked outside the site: the site knows only how
// many, so each gets a numbered line to write the name and sign on at the session. Print only.
export function OutsideBookings({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <section className="hidden print:block" data-outside-rows>
      <h3 className="text-lg font-bold">Booked outside the site ({count})</h3>
      <table className="mt-2 w-full border-collapse text-sm">
        <thead>
          <tr>
            {['#', 'Name', 'Company', 'Signature'].map((h) => (
              <th key={h} scope="col" className="border-b border-slate-400 py-1 text-left">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {Array.from({ length: count }, (_, i) => (
            <tr key={i} className="h-9">
              <td className="w-8 border-b border-slate-300">{i + 1}</td>
              <td className="border-b border-slate-300" />
              <td className="border-b border-slate-300" />
              <td className="border-b border-slate-300" />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
