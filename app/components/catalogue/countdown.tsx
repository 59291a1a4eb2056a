import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/translate";
import { remaining } from "~/lib/text/countdown";

/**
 * Time left until `endsAt`. The first render uses `now` from the loader, so the server's
 * text reads correctly without JavaScript and hydrates without a mismatch; with JavaScript
 * it then ticks every second.
 */
export function Countdown({ endsAt, now }: { endsAt: string; now: number }) {
  const { t } = useTranslation();
  const [clock, setClock] = useState(now);
  useEffect(() => {
    setClock(Date.now());
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const left = remaining(endsAt, clock);
  if (!left) return <p className="countdown countdown--ended">{t("catalogue.flash.ended")}</p>;
  const pad = (n: number) => String(n).padStart(2, "0");
  return (
    <p className="countdown">
      {t("catalogue.flash.endsIn")}{" "}
      <time dateTime={endsAt} className="countdown__time">
        {left.days > 0 ? <>{t("catalogue.flash.days", { count: left.days })} </> : null}
        <bdi dir="ltr">
          {pad(left.hours)}:{pad(left.minutes)}:{pad(left.seconds)}
        </bdi>
      </time>
    </p>
  );
}
