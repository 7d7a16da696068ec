// API payload types of the subscriptions feature, used by the api and the front ends.
export {};
