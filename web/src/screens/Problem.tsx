// A page that could not be shown (a save that does not replay, a match that does not exist), with the way back.

export function Problem({ message }: { message: string }) {
  return (
    <div class="page narrow">
      <div class="problem" role="alert">
        {message}
      </div>
      <a href="#/">Back to the matches</a>
    </div>
  );
}
