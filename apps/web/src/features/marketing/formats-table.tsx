import { FORMATS, MarketingCopy, PLATFORM_IDS, PLATFORMS } from '@infragen/contracts';

const P = MarketingCopy.product;

/** Every platform with the formats it offers, read from the platform table the generator uses. */
export function FormatsTable() {
  return (
    <div className="mt-6 overflow-x-auto">
      <table className="w-full min-w-[20rem] border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-border">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {P.platformColumn}
            </th>
            <th scope="col" className="py-2 font-semibold">
              {P.formatsColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {PLATFORM_IDS.map((id) => (
            <tr key={id} className="border-b border-border align-top">
              <th scope="row" className="py-2 pr-4 font-medium">
                {PLATFORMS[id].name}
              </th>
              <td className="py-2 text-muted-foreground">
                {PLATFORMS[id].formats.map((format) => FORMATS[format].label).join(', ')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
