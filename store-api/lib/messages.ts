import type { Bilingual } from "./lang.ts";

/** Business-rule messages, in both languages. */
export const M = {
  unauthenticated: { ar: "يجب تسجيل الدخول.", en: "Unauthenticated." },
  invalidCredentials: { ar: "بيانات الدخول غير صحيحة.", en: "These credentials do not match our records." },
  invalidRefresh: { ar: "رمز التحديث غير صالح أو منتهي.", en: "The refresh token is invalid or expired." },
  takenEmail: { ar: "البريد الإلكتروني مستخدم من قبل.", en: "The email has already been taken." },
  takenMobile: { ar: "رقم الجوال مستخدم من قبل.", en: "The mobile has already been taken." },
  takenUsername: { ar: "اسم المستخدم مستخدم من قبل.", en: "The username has already been taken." },
  weakPassword: {
    ar: "كلمة المرور يجب أن تكون 8 أحرف على الأقل وتحتوي على حرف كبير وحرف صغير ورقم.",
    en: "The password must be at least 8 characters and contain an upper-case letter, a lower-case letter and a digit.",
  },
  passwordMismatch: { ar: "تأكيد كلمة المرور غير مطابق.", en: "The password confirmation does not match." },
  currentPassword: { ar: "كلمة المرور الحالية غير صحيحة.", en: "The current password is incorrect." },
  invalidMobile: {
    ar: "رقم جوال غير صالح (مصري 01xxxxxxxxx أو سعودي 05xxxxxxxx).",
    en: "Invalid mobile number (Egyptian 01xxxxxxxxx or Saudi 05xxxxxxxx).",
  },
  additionalSameAsMobile: { ar: "الرقم الإضافي يجب أن يختلف عن رقم الجوال.", en: "The additional phone must differ from the mobile." },
  invalidUsername: {
    ar: "اسم المستخدم من 3 إلى 30 حرفًا لاتينيًا أو رقمًا أو . _ -",
    en: "The username must be 3–30 Latin letters, digits, or . _ -",
  },
  unknownCurrency: { ar: "العملة غير معروفة.", en: "Unknown currency." },
  resetSent: {
    ar: "إذا كان الحساب موجودًا فقد أرسلنا رابط إعادة تعيين كلمة المرور.",
    en: "If the account exists, we have sent a password reset link.",
  },
  resetInvalid: { ar: "رابط إعادة التعيين غير صالح أو منتهي.", en: "This password reset token is invalid or expired." },
  passwordReset: { ar: "تم تغيير كلمة المرور.", en: "Your password has been reset." },
  passwordChanged: { ar: "تم تغيير كلمة المرور.", en: "Your password has been changed." },
  otpFailed: { ar: "رمز التحقق غير صحيح أو منتهي.", en: "The verification code is wrong or expired." },
  otpOtherMobile: { ar: "هذا ليس رقم جوال حسابك.", en: "This is not your account's mobile number." },
  tooMany: { ar: "محاولات كثيرة، حاول لاحقًا.", en: "Too many attempts. Please try again later." },
  emailRequired: { ar: "البريد الإلكتروني مطلوب.", en: "The email is required." },
  invalidEmail: { ar: "بريد إلكتروني غير صالح.", en: "Invalid email address." },
  idempotencyKey: { ar: "مفتاح منع التكرار غير صالح.", en: "Invalid Idempotency-Key header." },
} satisfies Record<string, Bilingual>;

/** Cart, coupons, favourites and reviews. */
export const CM = {
  productNotFound: { ar: "المنتج غير موجود.", en: "Product not found." },
  unitMismatch: { ar: "هذه الوحدة لا تخص هذا المنتج.", en: "This unit does not belong to this item." },
  outOfStock: { ar: "نفدت الكمية من هذا المنتج.", en: "This item is out of stock." },
  cannotAddMore: { ar: "لا يمكن إضافة كمية أكبر من المتاح.", en: "You cannot add more than the available quantity." },
  notInCart: { ar: "هذا المنتج ليس في السلة.", en: "This item is not in the cart." },
  couponRequired: { ar: "أدخل كود الخصم.", en: "Enter a coupon code." },
  couponInvalid: { ar: "كود الخصم غير صالح.", en: "This coupon code is not valid." },
  couponExpired: { ar: "انتهت صلاحية كود الخصم.", en: "This coupon has expired." },
  couponUsed: { ar: "استخدمت هذا الكود من قبل.", en: "You have already used this coupon." },
  noGuestCart: { ar: "لا توجد سلة زائر لنقلها.", en: "There is no guest cart to transfer." },
  reviewTwice: { ar: "لقد قيّمت هذا المنتج من قبل.", en: "You have already reviewed this product." },
  idempotencyReuse: {
    ar: "مفتاح منع التكرار مستخدم لطلب آخر.",
    en: "This Idempotency-Key was used for another request.",
  },
} satisfies Record<string, Bilingual>;

/** Regions, addresses, checkout, orders and payments. */
export const OM = {
  addressNotFound: { ar: "العنوان غير موجود.", en: "Address not found." },
  countryNotFound: { ar: "الدولة غير موجودة.", en: "Unknown country." },
  stateMismatch: { ar: "المحافظة لا تتبع هذه الدولة.", en: "The state is not in this country." },
  townMismatch: { ar: "المدينة لا تتبع هذه المحافظة.", en: "The town is not in this state." },
  receiverPhone: {
    ar: "رقم المستلم غير صالح (مصري 01xxxxxxxxx أو سعودي 05xxxxxxxx).",
    en: "Invalid receiver phone (Egyptian 01xxxxxxxxx or Saudi 05xxxxxxxx).",
  },
  regionUnavailable: { ar: "لا يتوفر التوصيل لهذه المنطقة.", en: "We do not deliver to this area." },
  shippingCompany: { ar: "شركة الشحن لا تخدم هذا العنوان.", en: "This shipping company does not serve this address." },
  shippingType: { ar: "نوع الشحن غير متاح لهذه الشركة.", en: "This shipping type is not offered by this company." },
  paymentNotAvailable: { ar: "طريقة الدفع غير متاحة.", en: "This payment method is not available." },
  walletPhone: { ar: "أدخل رقم محفظة مصريًا صالحًا.", en: "Enter a valid Egyptian wallet number." },
  cartInvalid: {
    ar: "بعض المنتجات في السلة لم تعد متوفرة بالكمية المطلوبة.",
    en: "Some items in the cart are no longer available in the requested quantity.",
  },
  cartEmpty: { ar: "السلة فارغة.", en: "The cart is empty." },
  minPurchase: { ar: "لم تصل السلة إلى الحد الأدنى للشراء.", en: "The cart is below the minimum purchase amount." },
  orderNotFound: { ar: "الطلب غير موجود.", en: "Order not found." },
  cancelNotAllowed: { ar: "لا يمكن إلغاء هذا الطلب.", en: "This order can no longer be canceled." },
  nothingDue: { ar: "لا يوجد مبلغ مستحق على هذا الطلب.", en: "Nothing is due on this order." },
  paymentMismatch: { ar: "المبلغ لا يطابق المستحق على الطلب.", en: "The amount does not match what is due on the order." },
  hmacFailed: { ar: "توقيع الطلب غير صحيح.", en: "The HMAC does not match." },
  callbackFields: { ar: "حقول إشعار الدفع غير صالحة.", en: "The payment notification has fields of the wrong type or shape." },
  callbackReplayed: { ar: "تمت معالجة إشعار الدفع هذا من قبل.", en: "This signed payment notification was already handled under another transaction id." },
  attemptForbidden: { ar: "لا يسجّل محاولة الدفع إلا خادم المتجر.", en: "Only the storefront's server registers payment attempts." },
  providerOrderTaken: { ar: "طلب مزوّد الدفع هذا مسجّل لطلب آخر.", en: "This provider order is registered for another order." },
  paymentExpired: { ar: "انتهت مهلة الدفع", en: "Payment time expired" },
} satisfies Record<string, Bilingual>;
