import type { Translations } from "../ar";

const validation = {
  validation: {
    required: "This field is required",
    tooLong: "This is longer than allowed",
    tooLongMax: "This is longer than allowed (at most {{max}} characters)",
    email: "Enter a valid email address",
    phone: "Invalid phone number.",
    loginField: "Enter valid email or phone number",
    passwordRequired: "Password is required",
    passwordMin: "The password must be at least 8 characters",
    passwordWeak: "Weak password: use at least one uppercase letter, one lowercase letter and one number; special characters make it stronger",
    confirmRequired: "Please confirm the password",
    passwordMismatch: "Passwords do not match.",
    username: "The username is 3 to 50 letters or digits, without spaces",
    gender: "Choose a gender",
    honeypotLabel: "Leave this field empty",
    honeypot: "We could not accept this request",
    resetToken: "Enter the reset code from the message",
    otpCode: "Enter the code, digits only",
    secondPhone: "second phone number must be different from the first one",
    walletPhone: "mobile number invalid",
    couponRequired: "You must insert coupon code",
    reason: "The reason must be more than 3 and at most 255 characters",
    address: "You must fill in all fields and select a location on the map",
    // The same without a map on the page (no JavaScript): the typed address is placed instead.
    addressNoMap: "You must fill in all fields",
    quantity: "Enter a quantity from 1 to 999",
    formErrors: "Please correct the errors below.",
    staleForm: "That did not go through: the page may have been out of date. Please try again.",
  },
} satisfies Pick<Translations, "validation">;

export default validation;
