const config = {
  rest: {
    defaultLimit: 25,
    maxLimit: 200,
    withCount: true,
  },
};

export default config;
