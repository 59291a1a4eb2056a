import { useTranslation } from "~/i18n/translate";
import type { Route } from "./+types/debugging-sub";
import { transportContext } from "~/server/context.server";
import { getServices } from "~/server/services.server";
import { recentUpstreamCalls, summariseUpstreamCalls, upstreamCallTotal } from "~/server/observe/upstream-timings.server";
import { requireOperator } from "~/server/operator/require-operator.server";

const RECENT_SHOWN = 50;

/** The shared caches' counters and the Store API calls of the last while, with their timings. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireOperator(request);
  const services = getServices(context.get(transportContext));
  const calls = recentUpstreamCalls();
  return {
    caches: Object.entries(services.cacheStats()),
    totalCalls: upstreamCallTotal(),
    summary: summariseUpstreamCalls(calls),
    recent: calls.slice(0, RECENT_SHOWN),
  };
}

export default function DebuggingSub({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t("operator.sub")}</h2>
      <section aria-labelledby="op-caches">
        <h3 id="op-caches">{t("operator.caches")}</h3>
        <div className="operator-table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("operator.cache")}</th>
                <th scope="col">{t("operator.hits")}</th>
                <th scope="col">{t("operator.staleHits")}</th>
                <th scope="col">{t("operator.misses")}</th>
                <th scope="col">{t("operator.loads")}</th>
                <th scope="col">{t("operator.loadErrors")}</th>
                <th scope="col">{t("operator.size")}</th>
              </tr>
            </thead>
            <tbody>
              {loaderData.caches.map(([name, s]) => (
                <tr key={name}>
                  <th scope="row" dir="ltr">
                    {name}
                  </th>
                  <td className="num">{s.hits}</td>
                  <td className="num">{s.staleHits}</td>
                  <td className="num">{s.misses}</td>
                  <td className="num">{s.loads}</td>
                  <td className="num">{s.loadErrors}</td>
                  <td className="num">{s.size}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
      <section aria-labelledby="op-summary">
        <h3 id="op-summary">{t("operator.summary")}</h3>
        <p>
          {t("operator.totalCalls")}: <output data-upstream-total={loaderData.totalCalls}>{loaderData.totalCalls}</output>
        </p>
        {loaderData.summary.length === 0 ? (
          <p>{t("operator.noCalls")}</p>
        ) : (
          <div className="operator-table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("operator.method")}</th>
                  <th scope="col">{t("operator.path")}</th>
                  <th scope="col">{t("operator.count")}</th>
                  <th scope="col">{t("operator.failures")}</th>
                  <th scope="col">{t("operator.average")}</th>
                  <th scope="col">{t("operator.p95")}</th>
                  <th scope="col">{t("operator.slowest")}</th>
                </tr>
              </thead>
              <tbody>
                {loaderData.summary.map((s) => (
                  <tr key={`${s.method} ${s.path}`}>
                    <td>{s.method}</td>
                    <td dir="ltr">{s.path}</td>
                    <td className="num">{s.count}</td>
                    <td className="num">{s.errors}</td>
                    <td className="num">{s.avgMs}</td>
                    <td className="num">{s.p95Ms}</td>
                    <td className="num">{s.maxMs}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section aria-labelledby="op-recent">
        <h3 id="op-recent">{t("operator.recent")}</h3>
        {loaderData.recent.length === 0 ? (
          <p>{t("operator.noCalls")}</p>
        ) : (
          <div className="operator-table-wrap">
            <table>
              <thead>
                <tr>
                  <th scope="col">{t("operator.at")}</th>
                  <th scope="col">{t("operator.method")}</th>
                  <th scope="col">{t("operator.path")}</th>
                  <th scope="col">{t("operator.status")}</th>
                  <th scope="col">{t("operator.duration")}</th>
                </tr>
              </thead>
              <tbody>
                {loaderData.recent.map((c, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two calls can share a timestamp; rows hold no state, so a shifted index only re-renders them
                  <tr key={`${c.at}-${i}`}>
                    <td dir="ltr">{c.at}</td>
                    <td>{c.method}</td>
                    <td dir="ltr">{c.path}</td>
                    <td className="num">{c.status}</td>
                    <td className="num">{c.ms}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}
