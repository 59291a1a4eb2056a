import { useId, useRef, useState } from "react";
import { Link, useMatches, useNavigate } from "react-router";
import { useHydrated } from "remix-utils/use-hydrated";
import { useTranslation } from "~/i18n/translate";
import { useRootData } from "../hooks/use-root-data";
import { Amount } from "../text/isolated";
import type { Suggestions } from "~/lib/catalogue/suggestions";
import type { Suggester } from "./search-suggest-client";

interface Option {
  url: string;
  name: string;
  group: "products" | "categories" | "brands" | "all";
  image?: string | null;
  price?: string;
  variant?: string | null;
}

const GROUPS = [
  ["products", "nav.suggestedProducts"],
  ["categories", "nav.suggestedCategories"],
  ["brands", "nav.suggestedBrands"],
] as const;

function optionsOf(answer: Suggestions | null): Option[] {
  if (!answer) return [];
  return [
    ...answer.products.map((p) => ({ ...p, group: "products" as const })),
    ...answer.categories.map((c) => ({ ...c, group: "categories" as const })),
    ...answer.brands.map((b) => ({ ...b, group: "brands" as const })),
  ];
}

/** The words the page was searched for, when it is the search page: the box shows them, to be refined. */
function useSearchedWords(): string {
  const match = useMatches().find((m) => m.id === "routes/search");
  const q = (match?.data as { filters?: { q?: string } } | undefined)?.filters?.q;
  return typeof q === "string" ? q : "";
}

/**
 * The store's search box (a form, so it submits without JavaScript; role=search makes it the landmark); `landmark: false` for a second box on a page whose header already has the search landmark.
 * Once the page is hydrated the box is a WAI-ARIA list-autocomplete combobox (decision 082): suggestions as the shopper types,
 * the code that asks for them loaded on the box's first focus.
 */
export function SearchForm({ defaultValue = "", landmark = true, className = "" }: { defaultValue?: string; landmark?: boolean; className?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const listId = `${id}-suggestions`;
  const hydrated = useHydrated();
  const root = useRootData();
  const navigate = useNavigate();
  const suggester = useRef<Promise<Suggester> | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const [answer, setAnswer] = useState<Suggestions | null>(null);
  const [answeredFor, setAnsweredFor] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announced, setAnnounced] = useState("");
  // The count's live region is there only while the box has the focus: a page's one status otherwise is its own notice.
  const [focused, setFocused] = useState(false);

  const searched = useSearchedWords();
  const value = defaultValue || searched;
  const suggested = optionsOf(answer);
  // The list ends with the search page for the words, reachable with the arrows as any option.
  const options: Option[] = suggested.length
    ? [
        ...suggested,
        { group: "all", name: t("nav.allResultsFor", { q: answeredFor.trim() }), url: `/search?${new URLSearchParams({ q: answeredFor.trim() })}` },
      ]
    : [];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${id}-option-${i}`;

  function loadSuggester(): Promise<Suggester> {
    suggester.current ??= import("./search-suggest-client").then(({ createSuggester }) =>
      createSuggester({
        lang: root?.lang ?? "ar",
        currency: root?.currency.selected?.currency_code ?? null,
        onAnswer(q, next) {
          // An answer for text the box no longer holds is not shown.
          if (input.current?.value !== q) return;
          setAnswer(next);
          setAnsweredFor(q);
          setActive(-1);
          setOpen(Boolean(next));
          const count = optionsOf(next).length;
          setAnnounced(next ? t("nav.suggestions", { count }) : "");
        },
      }),
    );
    return suggester.current;
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function choose(option: Option) {
    close();
    void navigate(option.url);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        if (count === 0) return;
        event.preventDefault();
        const down = event.key === "ArrowDown";
        if (!expanded) {
          setOpen(true);
          setActive(down ? 0 : count - 1);
          return;
        }
        setActive((i) => (down ? (i + 1) % count : i <= 0 ? count - 1 : i - 1));
        return;
      }
      case "Enter":
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          choose(options[active]);
        }
        return;
      case "Escape":
        // First Escape closes the list, the next clears the box (the APG's combobox).
        event.preventDefault();
        if (expanded) {
          close();
          return;
        }
        event.currentTarget.value = "";
        setAnswer(null);
        setAnnounced("");
        void suggester.current?.then((s) => s.cancel());
        return;
    }
  }

  const combobox = hydrated
    ? {
        role: "combobox",
        "aria-autocomplete": "list" as const,
        "aria-expanded": expanded,
        "aria-controls": listId,
        "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
        autoComplete: "off",
        onFocus: () => {
          setFocused(true);
          void loadSuggester();
        },
        onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
          const q = event.currentTarget.value;
          void loadSuggester().then((s) => s.type(q));
        },
        onKeyDown,
        onBlur: () => {
          setFocused(false);
          close();
        },
      }
    : {};

  return (
    <form method="get" action="/search" role={landmark ? "search" : undefined} className={`search-form ${className}`.trim()}>
      <label htmlFor={id} className="visually-hidden">
        {t("nav.searchLabel")}
      </label>
      {/* Keyed by the words, so a client-side move to another search shows the new words. */}
      <input
        key={value}
        ref={input}
        id={id}
        type="search"
        name="q"
        defaultValue={value}
        placeholder={t("nav.searchPlaceholder")}
        maxLength={100}
        {...combobox}
      />
      <button type="submit">{t("nav.search")}</button>
      {hydrated ? (
        <>
          {/* Pressing on an option must not take the focus from the box (it would close the list first). */}
          <div
            id={listId}
            role="listbox"
            aria-label={t("nav.suggestionsLabel")}
            className="suggest-list"
            hidden={!expanded}
            onMouseDown={(e) => e.preventDefault()}
          >
            {GROUPS.map(([group, label]) => {
              const first = options.findIndex((o) => o.group === group);
              if (first < 0) return null;
              return (
                // biome-ignore lint/a11y/useSemanticElements: a listbox's groups are role=group (a fieldset is for form controls).
                <div key={group} role="group" aria-labelledby={`${id}-${group}`} className="suggest-list__group">
                  <div id={`${id}-${group}`} role="presentation" className="suggest-list__title">
                    {t(label)}
                  </div>
                  {options.map((option, i) =>
                    option.group === group ? (
                      // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus and aria-activedescendant points at the option (APG list autocomplete); the link inside is for the pointer.
                      <div key={`${group} ${option.url}`} id={optionId(i)} role="option" aria-selected={i === active} className="suggest-list__option">
                        <Link to={option.url} tabIndex={-1} onClick={close}>
                          {group === "products" ? <img src={option.image ?? undefined} alt="" width={40} height={40} loading="lazy" /> : null}
                          <OptionName name={option.name} variant={option.variant} />
                          {option.price ? <Amount className="suggest-list__price">{option.price}</Amount> : null}
                        </Link>
                      </div>
                    ) : null,
                  )}
                </div>
              );
            })}
            {options.map((option, i) =>
              option.group === "all" ? (
                // biome-ignore lint/a11y/useFocusableInteractive: as the options above (aria-activedescendant; the link is for the pointer).
                <div key="all" id={optionId(i)} role="option" aria-selected={i === active} className="suggest-list__option suggest-list__all">
                  <Link to={option.url} tabIndex={-1} onClick={close}>
                    {option.name}
                  </Link>
                </div>
              ) : null,
            )}
          </div>
          {focused ? (
            <div role="status" className="visually-hidden">
              {announced}
            </div>
          ) : null}
        </>
      ) : null}
    </form>
  );
}

function OptionName({ name, variant }: { name: string; variant?: string | null }) {
  return (
    <span className="suggest-list__name">
      <span className="suggest-list__base">{name}</span>
      {variant ? <span className="suggest-list__variant"> {variant}</span> : null}
    </span>
  );
}
