// API payload types of the documents feature, used by the api and the front ends.
export {};
