import type { Template } from "../types";
import { DefaultLayout } from "./default-layout";
import { AuthLayout } from "./auth-layout";
import "./styles.css";

/** Classic: utility bar, category row, four-column footer; bordered cards with the image on top. */
export const template1: Template = { DefaultLayout, AuthLayout, cardClass: "t1-card" };
