// API payload types of the dashboard feature, used by the api and the front ends.
export {};
