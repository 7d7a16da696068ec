// API payload types of the users feature, used by the api and the front ends.
export {};
