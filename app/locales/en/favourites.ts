import type { Translations } from "../ar";

const favourites = {
  favourites: {
    add: "Add {{name}} to favourites",
    remove: "Remove {{name}} from favourites",
    added: "Added to your favourites.",
    removed: "Removed from your favourites.",
    removedNamed: "“{{name}}” was removed from your favourites.",
    restored: "“{{name}}” is back in your favourites.",
    signInFirst: "Sign in to save the product in your favourites.",
    savedAfterSignIn: "Welcome back! The product is saved in your favourites.",
    failed: "Your favourites could not be updated. Please try again.",
    empty: "You have no favourites yet.",
    browse: "Browse the products",
    intro: "Products you saved for later.",
    link: "My favourites",
  },
  reviews: {
    title: "Rate this product",
    rating: "Your rating",
    stars_one: "1 star",
    stars_two: "2 stars",
    stars_few: "{{count}} stars",
    stars_many: "{{count}} stars",
    stars_other: "{{count}} stars",
    stars_zero: "{{count}} stars",
    comment: "Your comment (optional)",
    submit: "Post the review",
    posted: "Thank you! Your review is posted.",
    reviewed: "You have rated this product.",
    failed: "Your review could not be saved. You may have reviewed this product already.",
    ratingRequired: "Choose a rating from 1 to 5 stars",
    signIn: "Sign in to rate this product",
  },
  quickAdd: {
    addedOnce: "Added to your cart once: the repeated press was not counted.",
  },
} satisfies Pick<Translations, "favourites" | "reviews" | "quickAdd">;

export default favourites;
