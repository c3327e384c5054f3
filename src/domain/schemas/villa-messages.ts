// The limits and words of the villa edit and villa search rules, kept apart from the zod schemas so the browser can
// check and show them (i18n/rule-text.ts) without shipping zod to every page.

export const VILLA_LIMITS = {
  titleMax: 200,
  addressMax: 300,
  descriptionMax: 5000,
  countryMax: 100,
  priceMax: 1_000_000,
  roomsMin: 1,
  roomsMax: 20,
  guestsMin: 1,
  guestsMax: 50,
  amenitiesMax: 100,
  imagesMax: 50,
  imageUrlMax: 2048,
} as const;

export const VILLA_MESSAGES = {
  fieldsMissing: "Please fill in title, address, and city",
  titleTooLong: "Title must be at most 200 characters",
  addressTooLong: "Address must be at most 300 characters",
  descriptionTooLong: "Description must be at most 5000 characters",
  countryInvalid: "Country must be 1 to 100 characters",
  cityInvalid: "Please choose a city from the list",
  priceInvalid: "Price must be greater than 0",
  priceTooHigh: "Price must be at most 1000000",
  priceStep: "Price can have at most 2 decimal places",
  bedroomsInvalid: "Bedrooms must be between 1 and 20",
  bathroomsInvalid: "Bathrooms must be between 1 and 20",
  maxGuestsInvalid: "Max guests must be between 1 and 50",
  amenityInvalid: "Invalid amenity",
  tooManyAmenities: "At most 100 amenities",
  imageUrlRequired: "Please enter an image URL",
  imageUrlInvalid: "Please enter a valid http(s) image URL",
  imageDuplicate: "This image is already added",
  tooManyImages: "At most 50 images",
  updateDataRequired: "Update data is required",
  priceRangeInvalid: "Invalid price range",
  amenityRequired: "At least one amenity is required",
} as const;

export const VILLA_TITLES = { fieldsMissing: "Missing required fields", priceInvalid: "Invalid price" } as const;
