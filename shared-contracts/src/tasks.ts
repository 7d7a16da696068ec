// API payload types of the tasks feature, used by the api and the front ends.
export {};
