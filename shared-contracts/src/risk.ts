// API payload types of the risk feature, used by the api and the front ends.
export {};
