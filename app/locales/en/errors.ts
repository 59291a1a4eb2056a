import type { Translations } from "../ar";

const errors = {
  errors: {
    "401": "You need to sign in first.",
    "403": "You do not have permission to see this page.",
    "404": "The data you asked for was not found.",
    "500": "Something went wrong on the server.",
    "509": "This site is not available. Check the link and contact the provider.",
    "530": "This site is currently frozen. Please try again later.",
    general: "Sorry! An error occurred. Please try again later.",
    error_status: "Status code",
    error: "Error",
    notFound: "This page could not be found",
    errorPageFailed: "An error occurred while showing the error page",
    searchStore: "Search the store",
    backHome: "Back to the home page",
    title: "Error {{status}}",
    illustration: "Error illustration",
    frozen: "Site frozen",
    domain: "Domain problem",
  },
} satisfies Pick<Translations, "errors">;

export default errors;
