import type { Template } from "../types";
import { DefaultLayout } from "./default-layout";
import { AuthLayout } from "./auth-layout";
import "./styles.css";

/** Boutique: compact bar with a centred logo and a side drawer, minimal footer; cards with a caption over the image. */
export const template2: Template = { DefaultLayout, AuthLayout, cardClass: "t2-card" };
