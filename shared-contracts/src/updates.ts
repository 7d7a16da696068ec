// API payload types of the updates feature, used by the api and the front ends.
export {};
