import Canvas
