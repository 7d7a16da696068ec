// API payload types of the contact feature, used by the api and the front ends.
export {};
