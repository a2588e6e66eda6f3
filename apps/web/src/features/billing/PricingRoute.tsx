/**
 * /pricing (docs/product.md, "Prices"): what a teacher and a school pay and what each includes, from
 * the Prices the editors keep. A teacher's price with VAT included; a school's before VAT, with the
 * VAT and the total, as on its invoice. Rendered on the server like the other visitor pages.
 */
import { Link, useLoaderData } from 'react-router';
import { PricingDocument } from '../../graphql/generated';
import { request } from '../../lib/graphql';
import { useDocumentTitle } from '../../lib/document-title';
import { lines, pounds, withVat } from '../../lib/prices';
import { SUPPORT_EMAIL } from '../../lib/config';
import { NotFoundError } from '../../app/StatusViews';
import { serverLoader } from '../../server/page-context.server';
import { useSession } from '../account/SessionProvider';
import './billing.css';

export async function clientLoader({ request: { signal, url } }: { request: Request }) {
  const pricing = (await request(PricingDocument, {}, { signal })).pricing;
  if (!pricing) throw new NotFoundError(new URL(url).pathname);
  return pricing;
}

export const loader = serverLoader(clientLoader);
export const handle = { crumb: 'Prices' };

const SCHOOL_MAIL = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('A school subscription to Orchestra Classroom')}`;

export default function PricingRoute() {
  const pricing = useLoaderData<typeof clientLoader>();
  const { isLoggedIn, canAccessContent } = useSession();
  useDocumentTitle(pricing.title);
  const rate = Number(pricing.vat_rate_percent);
  const teacher = withVat(Number(pricing.teacher_yearly_price_ex_vat), rate);
  const bands = (pricing.school_bands ?? []).filter((band): band is NonNullable<typeof band> => Boolean(band));

  return (
    <main id="main" tabIndex={-1} className="page pricing">
      <h1>{pricing.title}</h1>
      {pricing.introduction && <p className="pricing__intro">{pricing.introduction}</p>}
      <div className="pricing__plans">
        <section className="card pricing__plan" aria-labelledby="teacher-plan">
          <h2 id="teacher-plan">For a teacher</h2>
          <p className="pricing__price">
            <strong>{pounds(teacher.total)}</strong> a year
          </p>
          <p className="pricing__vat">
            VAT included ({pounds(teacher.exVat)} + {pounds(teacher.vat)} VAT at {rate}%)
          </p>
          <Includes text={pricing.teacher_includes} />
          <Link to="/subscribe?plan=teacher" className="button pricing__cta">
            {isLoggedIn ? (canAccessContent ? 'Go to your subscription' : 'Subscribe now') : 'Start your free trial or subscribe'}
          </Link>
          <p className="pricing__small">Pay by card. Cancel at any time: your access lasts to the end of the year you paid for.</p>
        </section>
        <section className="card pricing__plan" aria-labelledby="school-plan">
          <h2 id="school-plan">For a school</h2>
          <p className="pricing__small">Yearly, for every teacher with a place. Prices before VAT, as on the invoice.</p>
          <div className="pricing__table-wrap">
            <table className="pricing__table">
              <caption className="visually-hidden">School prices a year by number of places</caption>
              <thead>
                <tr>
                  <th scope="col">Places</th>
                  <th scope="col">Before VAT</th>
                  <th scope="col">VAT ({rate}%)</th>
                  <th scope="col">Total</th>
                </tr>
              </thead>
              <tbody>
                {bands.map((band) => {
                  const price = withVat(Number(band.price_ex_vat), rate);
                  return (
                    <tr key={band.name}>
                      <th scope="row">
                        {band.name}
                        <span className="pricing__places">up to {band.max_places} teachers</span>
                      </th>
                      <td>{pounds(price.exVat)}</td>
                      <td>{pounds(price.vat)}</td>
                      <td>
                        <strong>{pounds(price.total)}</strong>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Includes text={pricing.school_includes} />
          <Link to="/account/school/invoice" className="button button--outline pricing__cta">
            Ask for a school invoice
          </Link>
          <p className="pricing__small">
            Give the number of places, your billing contact and any purchase order number: the invoice comes at once, with 30-day terms. Questions:{' '}
            <a href={SCHOOL_MAIL}>{SUPPORT_EMAIL}</a>.
          </p>
        </section>
      </div>
      {pricing.vat_note && <p className="pricing__note">{pricing.vat_note}</p>}
    </main>
  );
}

function Includes({ text }: { text: string | null | undefined }) {
  const items = lines(text);
  if (!items.length) return null;
  return (
    <ul className="pricing__includes">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
