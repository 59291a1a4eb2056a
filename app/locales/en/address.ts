import type { Translations } from "../ar";

const address = {
  address: {
    receiverName: "Receiver's name",
    receiverPhone: "Receiver's phone",
    addressName: "Address name (e.g. Home, Work)",
    isDefault: "Make this my default address",
    town: "Town / district",
    chooseTown: "Choose a town",
    unavailable: "(currently unavailable)",
    detailed: "Detailed address",
    detailedHint: "Street, building, flat and any landmark.",
    mapLabel: "Mark your location on the map",
    mapZoomIn: "Zoom in",
    mapZoomOut: "Zoom out",
    mapLibrary: "A JavaScript library for interactive maps",
    mapHint: "Click the map to set the delivery point. Without the map we find it from the address you typed.",
    pointChosen: "Location set: {{latitude}}, {{longitude}}",
    placeError: "We could not find this place. Check the address or mark it on the map.",
    mainError: "The location could not be found right now. Please try again shortly.",
    mapKeyError: "The map is not available: the store has no key for its maps service. Type the address and we will find the place from it.",
    mapByAddress: "Type the address and we will find the place on the map from it.",
    coordinateError: "This point on the map cannot be used. Send the form again and we will find the place from the address you typed.",
    save: "Save address",
    saved: "The address was saved.",
    deleted: "The address was deleted.",
    defaultSet: "This is now your default address.",
    default: "Default address",
    makeDefault: "Make default",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: "Delete the address “{{name}}”?",
    confirmDeleteYes: "Yes, delete it",
    cancel: "Cancel",
    none: "No saved addresses yet.",
    add: "Add an address",
    /** Between the parts of an address written on one line. */
    partSeparator: ", ",
    regionUnavailable: "region no longer available, please update it",
  },
} satisfies Pick<Translations, "address">;

export default address;
