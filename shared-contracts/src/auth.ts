// API payload types of the auth feature, used by the api and the front ends.
export {};
