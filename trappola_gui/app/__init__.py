"""The pygame side: scenes, sprites, input. Thin: rules live in the engine."""
