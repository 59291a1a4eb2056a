import type { Translations } from "../ar";

const errors = {
  errors: {
    tooManyAttempts: "Too many attempts. Wait a minute and try again.",
    tooManyAttemptsLater: "Too many attempts. Try again in an hour.",
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
    pageMissing: "The link may have changed, or the page is no longer here. Search for what you want, or browse the categories.",
    productMissing: "This product is no longer listed, or its link has changed. Search for it by name, or browse the categories.",
    browseCategories: "Browse the categories",
    errorPageFailed: "An error occurred while showing the error page",
    backHome: "Back to the home page",
    tryAgain: "Try again",
    illustration: "Error illustration",
    title: "This page could not be shown",
  },
  serverErrors: {
    invalid_credentials: "These credentials do not match our records.",
    wrong_current_password: "The current password is not correct.",
    taken_email: "This email is already taken.",
    taken_mobile: "This mobile number is already taken.",
    taken_username: "This username is already taken.",
    otp_failed: "OTP verification failed.",
    password_mismatch: "The password confirmation does not match.",
    weak_password: "Weak password: use at least one uppercase letter, one lowercase letter and one number; special characters make it stronger",
    order_not_found: "Order not found.",
    invalid_token: "This link is invalid or has expired.",
    unknown: "Some error happened please call technical support",
  },
} satisfies Pick<Translations, "errors" | "serverErrors">;

export default errors;
