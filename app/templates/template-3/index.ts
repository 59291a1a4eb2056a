import type { Template } from "../types";
import { DefaultLayout } from "./default-layout";
import { AuthLayout } from "./auth-layout";
import "./styles.css";

/** The default template: a banner, a two-row header and a dark footer; the plain product card. */
export const template3: Template = { DefaultLayout, AuthLayout, cardClass: "t3-card" };
