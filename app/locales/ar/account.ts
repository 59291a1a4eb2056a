/** The account area (titles are the spec's page names, translated). */
export default {
  account: {
    titles: {
      account: "حسابي",
      details: "بيانات الحساب",
      password: "كلمة المرور",
      orders: "الطلبات",
      order: "تفاصيل الطلب",
      delivered: "الطلبات المسلّمة",
      closed: "الطلبات المغلقة",
      favourites: "المفضلة",
      addresses: "العناوين",
      addressEdit: "تعديل العنوان",
      addressCreate: "إضافة عنوان",
    },
    hello: "مرحبًا {{name}}",
    nav: "أقسام الحساب",
    mobileVerified: "رقم الجوال موثّق",
    mobileNotVerified: "رقم الجوال غير موثّق",
  },
} as const;
